import { readFileSync } from 'node:fs';
import type { FastifyDynamicSwaggerOptions, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, endpoints, ErrorBody, RequestHeader, type EndpointSchema } from '@storefront/api-contract';
import { LOCALES, toLanguageTag } from '@storefront/domain';
import { packagePath } from '../package-root.js';

/** Where Swagger UI is served; the OpenAPI document is at `${DOCS_PATH}/json`. */
const DOCS_PATH = '/docs';

// Swagger UI's own scripts, styles and images come from /docs/static; its React views set style
// attributes and its icons are data: URIs. No upgrade-insecure-requests: the API is served on
// plain http on a developer's machine, where upgraded requests would fail.
const DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

type OpenApiOptions = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;
type Components = NonNullable<OpenApiOptions['components']>;

/** The spec 7 headers the storefront sends on every call, as reusable OpenAPI parameters. */
const HEADER_PARAMETERS: NonNullable<Components['parameters']> = {
  locale: {
    name: RequestHeader.LOCALE,
    in: 'header',
    description: 'Language of every display text and error message; anything else is zh-TW.',
    schema: { type: 'string', enum: LOCALES.map(toLanguageTag), default: 'zh-TW' },
  },
  os: { name: RequestHeader.OS, in: 'header', description: 'The client platform.', schema: { type: 'string', example: 'Web' } },
  from: { name: RequestHeader.FROM, in: 'header', description: 'The age-restricted domain flag.', schema: { type: 'string' } },
  website: {
    name: RequestHeader.WEBSITE,
    in: 'header',
    description: "The storefront's host.",
    schema: { type: 'string', example: 'shop.example' },
  },
};

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: unknown[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
}

// The contract entry of each documented operation, keyed as OpenAPI writes it: 'get /v1/product/{product_id}'.
const CONTRACT_BY_OPERATION = new Map<string, [name: string, endpoint: EndpointSchema]>(
  Object.entries(endpoints).map(([name, endpoint]) => [
    `${endpoint.method.toLowerCase()} ${API_BASE_PATH}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
    [name, endpoint],
  ]),
);

// OpenAPI's security requirement for each contract auth mode: {} is "without a token".
const SECURITY: Record<EndpointSchema['auth'], Array<Record<string, string[]>>> = {
  none: [],
  optional: [{}, { bearerAuth: [] }],
  required: [{ bearerAuth: [] }],
};

/** Adds to the generated document what route schemas cannot say: headers, auth, names, the error body. */
const completeDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  // The generated operations, seen through the few fields this function sets.
  const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const contract = CONTRACT_BY_OPERATION.get(`${method} ${path}`);
      operation.tags = [path.slice(API_BASE_PATH.length).split('/')[1] ?? 'v1'];
      operation.parameters = [
        ...(operation.parameters ?? []),
        ...Object.keys(HEADER_PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` })),
      ];
      operation.responses = {
        ...operation.responses,
        default: {
          description:
            'Failure: an error code of the catalogue and a message in the request language, with the status the code starts with.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      };
      if (contract) {
        const [name, endpoint] = contract;
        operation.operationId = name;
        operation.security = SECURITY[endpoint.auth];
      }
    }
  }
  return openapiObject;
};

function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string };
  return version;
}

/**
 * Serves the OpenAPI 3.1 document built from the routes' schemas (the contract's TypeBox schemas
 * are JSON Schema) at /docs/json and Swagger UI at /docs. Register before the routes: the document
 * collects each route as it is added.
 */
export function registerDocs(app: FastifyInstance): void {
  // Imported on demand: with DOCS=off neither module is loaded.
  app.register(import('@fastify/swagger'), {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront shop API',
        description: `The v1 contract of the storefront (\`@storefront/api-contract\`). Success is HTTP 200 \`{ data }\`; failure is \`{ error_code, error_msg }\` with the status the code starts with.`,
        version: packageVersion(),
      },
      components: {
        parameters: HEADER_PARAMETERS,
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ErrorBody },
      },
    },
    transformObject: completeDocument,
  });
  app.register(import('@fastify/swagger-ui'), {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_CSP,
    // Swagger UI would otherwise send the document to validator.swagger.io for a badge.
    uiConfig: { validatorUrl: null },
  });
}
