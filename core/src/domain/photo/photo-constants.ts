// Photo limits and timings of the spec (§4, §5.5, §7, §8, §9).

/** The reorder call waits for 1 s of quiet before it leaves (§4). */
export const REORDER_DEBOUNCE_MS = 1000;
/** After a drop, dragging stays locked this long so a second drop cannot race the first (§4). */
export const DRAG_LOCK_MS = 300;
/** The progress an item shows while it uploads: 50 once sent, 100 once answered (§4). */
export const UPLOAD_PROGRESS_STEPS = [50, 100] as const;
export const UPLOAD_PROGRESS_SENT = UPLOAD_PROGRESS_STEPS[0];
export const UPLOAD_PROGRESS_DONE = UPLOAD_PROGRESS_STEPS[1];
/** JPEG quality of every stored photo (§5.5). */
export const COMPRESSION_QUALITY = 0.8;
/** JPEG quality when a HEIC/HEIF photo is converted (§5.5). */
export const HEIC_QUALITY = 0.9;
/** The `width` query parameter of image URLs (§7). */
export const IMAGE_WIDTH_FULL = 1920;
export const IMAGE_WIDTH_THUMBNAIL = 1024;
/** How long the batch notices stay (§8). */
export const UPLOAD_DONE_NOTICE_MS = 2000;
export const UPLOAD_WARNING_MS = 3000;
/** The largest photo accepted: 20 MiB (a limit of this platform; the spec shows none). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** The longest legend, the same as a sale title (§9). */
export const PHOTO_LEGEND_MAX_LENGTH = 120;
