/** Validation of requests and responses against openapi.yaml (browser-safe). */
export {
  createRequestValidator,
  isBlankJson,
  type BinaryBody,
  type BinaryBodyRule,
  type RequestToValidate,
  type RequestValidator,
  type RouteMatch,
  type ValidatedRequest,
} from './request';
export { createResponseValidator, type ResponseToValidate, type ResponseValidator } from './response';
export type { OpenApiDocument } from './document';
export { createSchemaValidator, type SchemaValidator } from './schema';
export { contractOperations, operationRoles, type ContractOperation } from './operations';
export { createSiteContentValidator } from './site-content';
