import { fail, ok, type Result } from '../../shared/result.js';

/** What the browser declares of a chosen file, before reading a byte of it. */
export interface DeclaredFile {
  name: string;
  /** The MIME type the browser reports; often empty for HEIC. */
  type: string;
}

export interface AcceptedPhotoFile {
  /** HEIC/HEIF is turned into a JPEG (quality 0.9) before it is sent (§5.5). */
  needsHeicConversion: boolean;
}

type PhotoFileKind = 'png' | 'jpeg' | 'heic';

const KIND_BY_MIME: Readonly<Record<string, PhotoFileKind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};

const KIND_BY_EXTENSION: Readonly<Record<string, PhotoFileKind>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  heic: 'heic',
  heif: 'heic',
};

/** Browsers say nothing useful for some files: then, and only then, the extension decides. */
const UNINFORMATIVE_TYPES = new Set(['', 'application/octet-stream']);

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

function declaredKind(file: DeclaredFile): PhotoFileKind | null {
  const type = file.type.trim().toLowerCase();
  if (!UNINFORMATIVE_TYPES.has(type)) return KIND_BY_MIME[type] ?? null;
  return KIND_BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/**
 * Whether the editor takes a chosen file (§5.5): PNG and JPEG as they are, HEIC/HEIF flagged for
 * conversion, anything else refused. The server checks the content again (UploadPhoto).
 */
export function acceptPhotoFile(file: DeclaredFile): Result<AcceptedPhotoFile> {
  const kind = declaredKind(file);
  if (kind === null) return fail('photos_only_png_jpeg', undefined, 'file');
  return ok({ needsHeicConversion: kind === 'heic' });
}
