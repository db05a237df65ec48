/** Validation of any value against one named schema of openapi.yaml (e.g. a language model's JSON). */
import { compileDocument, fieldOf, mainError, type OpenApiDocument } from './document';
import { describeError } from './messages';

/** Null when the value satisfies the schema, otherwise an Italian description of the first error. */
export type SchemaValidator = (value: unknown) => string | null;

export function createSchemaValidator(document: OpenApiDocument, schemaName: string): SchemaValidator {
  const validate = compileDocument(document).compileAt(`/components/schemas/${schemaName}`);
  return (value) => {
    if (validate(value)) return null;
    const error = mainError(validate.errors);
    const field = error ? fieldOf(error) : undefined;
    const what = field ? `Il campo ${field}` : 'Il valore';
    return error ? describeError(error, what) : `${what} non è valido.`;
  };
}
