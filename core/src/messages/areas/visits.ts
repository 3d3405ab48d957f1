// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {} as const;

export const en: Record<keyof typeof fr, string> = {};
