// Options merged over defaults, where an option given as undefined keeps the default: `{ ...a, ...b }`
// would let `keepAliveMs: undefined` erase a 15 s default and turn every interval into 1 ms.
export const withDefaults = <D extends object, O extends { readonly [K in keyof D]?: D[K] | undefined }>(defaults: D, options: O): D & O => {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  // The entries left are the options that were given, each of its own key's type.
  return { ...defaults, ...given } as D & O;
};
