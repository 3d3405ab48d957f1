// How the inline fields sit in the page (header, description, auction panel), in the fields' chunk:
// a page without fields carries none of it.
export const PAGE_INLINE_CSS = `
.pp-header__text:has(.kit-inline) { flex: 1 1 auto; }
.pp-inline-notice { display: flex; align-items: center; gap: 0.5rem; margin: 0.6rem 0 0; padding: 0.45rem 0.75rem; border-radius: 8px; background: #eef3f7; color: var(--brand, #0b3d5c); font-size: 0.88rem; font-weight: 600; }
.pp-inline-notice svg { flex: none; }
`;
