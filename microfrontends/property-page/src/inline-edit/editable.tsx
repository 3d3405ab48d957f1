import { formatEuros, type MessageCode } from '@immo/core';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectPage } from '../auction/auction-slice.js';
import type * as FieldsChunkModule from './page-inline-field.js';
import type { PageFieldProps } from './page-inline-field.js';

/** The chunk of the fields: the kit's field with its texts and styles, and the page's notice. */
export type FieldsChunk = typeof FieldsChunkModule;

// Fetched only for a page whose viewer may edit something: a buyer's or a visitor's page never loads it.
export const loadFieldsChunk = (): Promise<FieldsChunk> =>
  import(/* webpackChunkName: "inline-edit" */ './page-inline-field.js');

/**
 * Where the chunk comes from: the bundle's own split point. Tests give the module they already hold
 * (under Node a dynamic import would load a second copy of React's context libraries).
 */
export const FieldsChunkLoader = createContext<() => Promise<FieldsChunk>>(loadFieldsChunk);

const chunkParts = new WeakMap<() => Promise<FieldsChunk>, ReturnType<typeof lazyParts>>();

function lazyParts(load: () => Promise<FieldsChunk>) {
  return {
    Field: lazy(load),
    Notice: lazy(() => load().then((chunk) => ({ default: chunk.ManagerNoticeText }))),
  };
}

function useChunkParts() {
  const load = useContext(FieldsChunkLoader);
  let parts = chunkParts.get(load);
  if (!parts) chunkParts.set(load, (parts = lazyParts(load)));
  return parts;
}

const NONE: readonly string[] = [];

/** The page's fields the viewer may edit in place now, as the server decided (core's editableInlineFields). */
export const useEditableFields = (): readonly string[] => useSelector(selectPage)?.editableFields ?? NONE;

export interface EditableProps extends PageFieldProps {
  /** What everyone else sees (and the manager while the field loads); the text itself by default. */
  children?: ReactNode;
}

/**
 * A value of the page its sale's managers edit in place (spec §2.2 inline edit): for them the kit's
 * inline field, saving through PUT /api/bien/{id}; for anyone else `children`, untouched.
 */
export function Editable({ children, ...field }: EditableProps) {
  const editable = useEditableFields().includes(field.field);
  const { Field } = useChunkParts();
  const plain = children === undefined ? field.text : children;
  if (!editable) return <>{plain}</>;
  return (
    <Suspense fallback={plain}>
      <Field {...field} />
    </Suspense>
  );
}

const eurosOf = (text: string): string => formatEuros(Number(text));
/** Marks where the amount goes in its sentence: no translation contains it. */
const AMOUNT_SLOT = '\u0000';

/**
 * An amount in euros the managers edit in place, alone or within its sentence ('Pas d'enchère :
 * {amount}'): anyone else reads exactly the sentence as translated.
 */
export function EditableAmount({
  field,
  amount,
  message,
}: {
  field: string;
  amount: number;
  message?: MessageCode;
}) {
  const { t } = useTranslation();
  const value = (
    <Editable field={field} text={String(amount)} format={eurosOf}>
      {formatEuros(amount)}
    </Editable>
  );
  if (!message) return value;
  const [before = '', after = ''] = t(message, { amount: AMOUNT_SLOT }).split(AMOUNT_SLOT);
  return (
    <>
      {before}
      {value}
      {after}
    </>
  );
}

/** Tells the sale's managers that the page edits in place; nothing for anyone else. */
export function ManagerNotice() {
  const { Notice } = useChunkParts();
  if (useEditableFields().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
