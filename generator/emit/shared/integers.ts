// Integer bounds of the spec's Integer widths, shared by the schema and the validators.
/** Signed 32 bits. */
export const INT32 = { minimum: -2147483648, maximum: 2147483647 } as const;
/** Up to 52 significant bits. */
export const INT52 = { minimum: -(2 ** 52 - 1), maximum: 2 ** 52 - 1 } as const;
