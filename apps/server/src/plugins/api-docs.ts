import type { OpenAPIV3_1 } from 'openapi-types'

/** Only inline styles: no script runs, and nothing is fetched from anywhere. */
export const API_DOCS_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`

type Operation = OpenAPIV3_1.OperationObject & { 'x-admin'?: boolean }

function whoMayCall(operation: Operation): string {
  if (operation['x-admin']) return 'admin token'
  const security = operation.security ?? []
  if (security.length === 0) return 'anyone'
  return security.some((scheme) => Object.keys(scheme).length === 0)
    ? 'anyone; a customer token is read when sent'
    : 'any signed-in account'
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined
  const responses = Object.entries(operation.responses ?? {}) as [
    string,
    OpenAPIV3_1.ResponseObject,
  ][]
  return `<section id="${escape(`${method}-${path}`)}">
<h3><code>${method.toUpperCase()} ${escape(path)}</code></h3>
${operation.description ? `<p>${escape(operation.description)}</p>` : ''}
<p><strong>Who:</strong> ${whoMayCall(operation)}</p>
${
  parameters.length
    ? `<h4>Parameters</h4><ul>${parameters
        .map(
          (parameter) =>
            `<li><code>${escape(parameter.name)}</code> (${escape(parameter.in)}${parameter.required ? ', required' : ''}) ${json(parameter.schema)}</li>`,
        )
        .join('')}</ul>`
    : ''
}
${
  body
    ? `<h4>Body</h4>${Object.values(body.content)
        .map((media) => json(media.schema))
        .join('')}`
    : ''
}
<h4>Answers</h4>
${responses
  .map(
    ([status, response]) =>
      `<details><summary>${escape(status)}: ${Object.keys(response.content ?? {})
        .map(escape)
        .join(', ')}</summary>${Object.values(response.content ?? {})
        .map((media) => json(media.schema))
        .join('')}</details>`,
  )
  .join('\n')}
</section>`
}

/** The description as a page people can read: every call, who may make it, what it answers. */
export function renderApiDocs(document: OpenAPIV3_1.Document): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method] as Operation | undefined
      return operation ? [{ method, path, operation }] : []
    }),
  )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222 }
section { border-top: 1px solid #ddd; padding: .5rem 0 1rem }
pre { background: #f6f6f6; padding: .5rem; overflow-x: auto; font-size: 13px }
summary { cursor: pointer }
nav li { list-style: none }
code { overflow-wrap: anywhere }
</style>
</head>
<body>
<h1>${escape(document.info.title)}</h1>
<p>${escape(document.info.description ?? '')}</p>
<p>The token goes in the <code>token</code> header or as <code>Authorization: Bearer &lt;token&gt;</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav><h2>Calls</h2><ul>${operations
    .map(
      ({ method, path, operation }) =>
        `<li><a href="#${escape(`${method}-${path}`)}"><code>${method.toUpperCase()} ${escape(path)}</code></a>${operation['x-admin'] ? ' (admin)' : ''}</li>`,
    )
    .join('')}</ul></nav>
${operations.map(({ method, path, operation }) => renderOperation(method, path, operation)).join('\n')}
</body>
</html>
`
}
