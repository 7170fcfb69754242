import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../shared/contracts/define-contract';
import { escapeHtml } from '../mail';
import { buildOpenApiDocument } from './openapi-document';

function renderDocsPage(document: ReturnType<typeof buildOpenApiDocument>): string {
  // Most paths are callables (POST with a JSON body); a download (the tips CSV) is a GET with query parameters instead.
  const operations = Object.entries(document.paths).map(([path, item]) => {
    const [method, op] = Object.entries(item as Record<string, Record<string, unknown>>)[0]!;
    return { path, method, op };
  });
  const sections = operations.map(({ path, method, op }) => {
    const body = op.requestBody as { content: { 'application/json': { schema: unknown } } } | undefined;
    const ok = (op.responses as Record<string, { content: Record<string, { schema: unknown }> }>)['200']!;
    const input = body ? ['Request body', body.content['application/json'].schema] : ['Query parameters', op.parameters];
    return `<section id="${escapeHtml(String(op.operationId))}">
<h2><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(op.summary))} ${escapeHtml(String(op.description))}</p>
<details><summary>${escapeHtml(String(input[0]))}</summary><pre>${escapeHtml(JSON.stringify(input[1], null, 2))}</pre></details>
<details><summary>Result</summary><pre>${escapeHtml(JSON.stringify(Object.values(ok.content)[0]?.schema, null, 2))}</pre></details>
</section>`;
  });
  const toc = operations
    .map(({ op }) => String(op.operationId))
    .map((name) => `<li><a href="#${escapeHtml(name)}">${escapeHtml(name)}</a></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
pre{background:#f4f4f5;padding:1rem;overflow:auto;border-radius:.5rem}section{border-top:1px solid #ddd;padding:.5rem 0}a{color:#5b21b6}</style>
</head><body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p><ul>${toc}</ul>${sections.join('\n')}</body></html>`;
}

/**
 * The OpenAPI document, and a plain readable page of it that needs no script (the CSP stays strict).
 * Both made on the first request for either, then kept: making them was about 0.1 s of every boot
 * (each node, each test file's app) for a document few ask for.
 */
export function registerApiDocsRoutes(app: FastifyInstance, contracts: readonly Contract[], publicUrl: string): void {
  let made: { document: ReturnType<typeof buildOpenApiDocument>; page: string } | null = null;
  const docs = () => {
    if (!made) {
      const document = buildOpenApiDocument(contracts, publicUrl);
      made = { document, page: renderDocsPage(document) };
    }
    return made;
  };
  app.get('/api/openapi.json', async () => docs().document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docs().page));
}
