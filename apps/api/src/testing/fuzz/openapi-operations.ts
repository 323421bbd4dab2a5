/**
 * The API's operations as its own OpenAPI document publishes them (GET /api/docs): method, path, path
 * and query parameters, and the JSON body's properties. The fuzz test walks this list, so a route added
 * tomorrow is thrown bad input without anyone remembering to list it.
 */
export interface Operation {
  method: string;
  /** `/api/loan-applications/{id}` */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: string[];
  hasBody: boolean;
}

interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

function propertiesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...nested.flatMap(propertiesOf)])];
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: propertiesOf(body),
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return operations;
}
