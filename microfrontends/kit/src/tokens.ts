// Design tokens: the same values as the CSS custom properties of styles.css, for code that needs them.
export const colors = {
  brand: '#0b3d5c',
  brandStrong: '#072a40',
  accent: '#b84d12',
  accentStrong: '#973e0c',
  success: '#187533',
  danger: '#c62828',
  warning: '#975a00',
  text: '#1f2933',
  muted: '#5f6b7a',
  surface: '#ffffff',
  background: '#f4f6f8',
  border: '#d9dee4',
} as const;

/** The official colour scale of the French energy label (DPE), A to G. */
export const energyClassColors = {
  A: '#009c6d',
  B: '#52b153',
  C: '#78bd76',
  D: '#f4e70f',
  E: '#f0b50f',
  F: '#eb8235',
  G: '#d7221f',
} as const;

export const breakpoints = { mobile: 768 } as const;
