import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCode } from '@storefront/api-contract';
import { ContractError } from '../errors.js';
import { escapeHtml } from '../services/html.js';
import type { SandboxWeixinProvider } from '../services/identity/weixin.js';

/** What the sandbox pages need: the provider that issues codes, and where they may send the browser back to. */
export interface WeixinSandboxOptions {
  provider: SandboxWeixinProvider;
  /** Origins a redirect_uri may have (the storefront's); anything else is refused, so the page is no open redirect. */
  allowedOrigins: readonly string[];
}

const Approval = Type.Object({
  redirect_uri: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.Optional(Type.String({ maxLength: 256 })),
});
const Approve = Type.Object({
  ...Approval.properties,
  nickname: Type.String({ minLength: 1, maxLength: 50 }),
});

/**
 * The development stand-in for WeChat's OAuth page, outside /v1 and off in production:
 * GET /sandbox/weixin/authorize shows who signs in; its form goes to /sandbox/weixin/approve,
 * which sends the browser back to redirect_uri with `code` and `state`, as WeChat does.
 */
export const weixinSandboxRoutes: FastifyPluginAsyncTypebox<WeixinSandboxOptions> = async (app, { provider, allowedOrigins }) => {
  const redirectTarget = (uri: string): URL => {
    const url = URL.parse(uri);
    if (!url || !allowedOrigins.includes(url.origin)) throw new ContractError(ErrorCode.PARAMETER_ERROR);
    return url;
  };

  app.get('/sandbox/weixin/authorize', { schema: { hide: true, querystring: Approval } }, async (request, reply) => {
    const { redirect_uri, state = '' } = request.query;
    const target = redirectTarget(redirect_uri);
    // The form submits here and the browser then follows the redirect to the storefront.
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${target.origin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(page(redirect_uri, state));
  });

  app.get('/sandbox/weixin/approve', { schema: { hide: true, querystring: Approve } }, async (request, reply) => {
    const { redirect_uri, state, nickname } = request.query;
    const target = redirectTarget(redirect_uri);
    target.searchParams.set('code', provider.issueCode(nickname.trim() || 'sandbox'));
    if (state !== undefined) target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });
};

function page(redirectUri: string, state: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>微信登录（沙盒） WeChat sign-in (sandbox)</title></head>
<body style="font-family: system-ui, 'PingFang SC', 'Microsoft YaHei', sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f2328">
<h1 style="font-size: 1.25rem">微信登录（沙盒）<br>WeChat sign-in (sandbox)</h1>
<p>这是开发用的微信授权页，不会连接真实的微信账号。<br>This development page stands in for WeChat: no real WeChat account is used.</p>
<form method="get" action="/sandbox/weixin/approve">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="nickname" style="display: block; margin-bottom: .25rem">昵称 Nickname</label>
<input id="nickname" name="nickname" value="Sandbox WeChat user" required maxlength="50" style="box-sizing: border-box; width: 100%; padding: .5rem; font-size: 1rem">
<button type="submit" style="margin-top: 1rem; padding: .6rem 1.2rem; font-size: 1rem; background: #07c160; color: #fff; border: 0; border-radius: .25rem">同意 Allow</button>
</form>
</body>
</html>`;
}
