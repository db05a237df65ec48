/**
 * openapi.yaml, bundled as text and parsed once, with the shared request validator compiled from it.
 * The mock validates every request exactly as the reference server does (core/validation).
 */
import { parse } from 'yaml';
import openApiSource from '../../openapi.yaml?raw';
import { createRequestValidator, type OpenApiDocument, type RequestValidator } from '@core/validation';

let validator: RequestValidator | undefined;

export function openApiDocument(): OpenApiDocument {
  return parse(openApiSource) as OpenApiDocument;
}

/** Compiled on first use (Ajv compiles every schema of the document once). */
export function requestValidator(): RequestValidator {
  validator ??= createRequestValidator(openApiDocument());
  return validator;
}
