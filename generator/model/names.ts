// How the documents name things: types in PascalCase, fields in snake_case, methods in camelCase.
/** A field's name, as a part of a larger pattern (a name in backticks, a name at the start of a segment). */
export const FIELD_NAME_PATTERN = "[a-z][a-z0-9_]*";
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;
const FIELD_NAME = new RegExp(`^${FIELD_NAME_PATTERN}$`);
const METHOD_NAME = /^[a-z][A-Za-z0-9]*$/;

/** `ChatMember`, `String`: PascalCase. */
export function isTypeName(text: string): boolean {
  return TYPE_NAME.test(text);
}

/** `file_id`, `text`: snake_case. */
export function isFieldName(text: string): boolean {
  return FIELD_NAME.test(text);
}

/** `getUpdates`: camelCase. */
export function isMethodName(text: string): boolean {
  return METHOD_NAME.test(text);
}

/** The method a call names, as the service matches names: without regard to case (`GETME` is getMe). */
export function methodNamed<M extends { readonly name: string }>(
  model: { readonly methods: readonly M[] },
  name: string,
): M | undefined {
  const wanted = name.toLowerCase();
  return model.methods.find((m) => m.name.toLowerCase() === wanted);
}
