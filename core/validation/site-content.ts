/**
 * Validation of a site's content (SiteContent) wherever it arrives: the draft generator's output, the
 * editor's saves, a language model's structured output. The contract's schema holds every limit; what a
 * JSON schema cannot say (section ids unique in the page, at most one hero: the page's only `<h1>`) is
 * checked here, once.
 */
import type { SiteContent } from '../api';
import type { OpenApiDocument } from './document';
import { createSchemaValidator, type SchemaValidator } from './schema';

export function createSiteContentValidator(document: OpenApiDocument): SchemaValidator {
  const validateSchema = createSchemaValidator(document, 'SiteContent');
  return (value) => validateSchema(value) ?? pageRules(value as SiteContent);
}

function pageRules(content: SiteContent): string | null {
  const seen = new Set<string>();
  for (const [index, section] of content.sections.entries()) {
    if (seen.has(section.id)) return `Il campo sections/${index}/id ripete l'identificativo «${section.id}».`;
    seen.add(section.id);
  }
  if (content.sections.filter((section) => section.type === 'hero').length > 1)
    return 'La pagina può avere una sola sezione hero.';
  return null;
}
