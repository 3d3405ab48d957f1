// The inline field (spec §2.2, §4, §5.2), a subpath of the kit (`@immo/kit/inline-edit`) rather than
// part of its shared entry: only the screens that offer a field bundle it, and a page loads it lazily.
export * from './inline-edit-field.js';
export * from './inline-edit-messages.js';
