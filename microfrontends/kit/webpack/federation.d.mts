/** The shared modules of every build (federation.mjs); `import` names a library shared in part. */
export const SHARED: Record<
  string,
  { singleton: boolean; requiredVersion: string; import?: string; version?: string }
>;
