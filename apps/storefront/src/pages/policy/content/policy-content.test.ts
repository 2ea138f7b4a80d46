import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import type { PolicyBlock, PolicyContent, PolicyKind } from './types.js';
import { POLICY_UPDATED } from './types.js';
import { zhCn } from './zh-cn.js';
import { zhTw } from './zh-tw.js';

const LANGUAGES: readonly (readonly [string, PolicyContent])[] = [
  ['en', en],
  ['zh-TW', zhTw],
  ['zh-CN', zhCn],
];
const KINDS = Object.keys(POLICY_UPDATED) as PolicyKind[];

/** The shape of a block without its words: a paragraph, or a list of n points. */
function shapeOf(block: PolicyBlock): string {
  return typeof block === 'string' ? 'p' : `${block.ordered ? 'ol' : 'ul'}:${block.list.length}`;
}

function textsOf(content: PolicyContent): string[] {
  return KINDS.flatMap((kind) => [
    ...content[kind].intro,
    ...content[kind].sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)),
    ]),
  ]);
}

// Traditional and Simplified forms of characters these texts use (Traditional first in each pair).
const PAIRS =
  '們们資资個个這这為为時时與与關关於于會会員员帳账號号電电郵邮戶户務务處处絡络規规則则護护權权應应將将' +
  '單单貨货運运費费訂订購购稅税額额變变確确認认證证檢检驗验選选擇择門门設设倉仓庫库韓韩馬马來来' +
  '蘭兰陸陆灣湾錄录聯联團团價价標标際际裝装質质問问題题讀读優优減减發发東东經经營营業业須须記记錯错' +
  '達达內内預预續续廣广說说細细節节';

describe('the policy texts', () => {
  const traditional = new Set([...PAIRS].filter((_, index) => index % 2 === 0));
  const simplified = new Set([...PAIRS].filter((_, index) => index % 2 === 1));

  it('have every page in every language, with the same sections in the same order and blocks of the same shape', () => {
    for (const kind of KINDS) {
      const outline = (content: PolicyContent) =>
        content[kind].sections.map((section) => ({ id: section.id, blocks: section.blocks.map(shapeOf) }));
      for (const [language, content] of LANGUAGES) {
        expect(outline(content), `${language} ${kind}`).toEqual(outline(en));
        expect(content[kind].intro.length, `${language} ${kind} intro`).toBe(en[kind].intro.length);
      }
    }
  });

  it('give each section an anchor id that is unique on its page and safe in an address', () => {
    for (const kind of KINDS) {
      const ids = en[kind].sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('name the customer-service address in the same places in every language, by its placeholder only', () => {
    const emailPlaces = (content: PolicyContent) =>
      KINDS.flatMap((kind) =>
        content[kind].sections
          .filter((section) => JSON.stringify(section.blocks).includes('{email}'))
          .map((section) => `${kind}#${section.id}`),
      );
    for (const [, content] of LANGUAGES) {
      expect(emailPlaces(content)).toEqual(emailPlaces(en));
      expect(textsOf(content).join('\n')).not.toMatch(/@|\{(?!email\})/);
    }
  });

  it('state the shipping rules of spec 9 and the customs identity countries in every language', () => {
    for (const [language, content] of LANGUAGES) {
      const shipping = JSON.stringify(content.shipping);
      expect(shipping, language).toContain('× 2');
      for (const id of ['NPWP', 'RFC', 'CPF', 'CNPJ', 'P ']) expect(shipping, `${language} ${id}`).toContain(id);
      expect(shipping, language).toMatch(/7-ELEVEN/);
    }
  });

  it('are in Traditional characters for zh-TW and Simplified ones for zh-CN, in each region’s words', () => {
    const mixed = (texts: string[], wrong: Set<string>) => texts.filter((text) => [...text].some((char) => wrong.has(char)));
    expect(mixed(textsOf(zhTw), simplified)).toEqual([]);
    expect(mixed(textsOf(zhCn), traditional)).toEqual([]);
    const mainlandTerms = ['登錄', '賬號', '郵箱', '信息', '默認', '設置', '網絡', '軟件', '包郵', '收貨人'];
    const taiwanTerms = ['登入', '帐号', '电子邮件', '网路', '预设', '设定', '储存', '免运', '信箱', '贩售'];
    expect(textsOf(zhTw).filter((text) => mainlandTerms.some((term) => text.includes(term)))).toEqual([]);
    expect(textsOf(zhCn).filter((text) => taiwanTerms.some((term) => text.includes(term)))).toEqual([]);
  });
});
