// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {
  photos_only_png_jpeg: 'Seuls les fichiers PNG/JPEG sont acceptés',
  photos_http_error: 'Erreur HTTP {status}',
  /** The server's own error.message, shown as is (§8). */
  photos_server_message: '{message}',
  photos_processing_error_file: 'Erreur lors du traitement de {file}',
  photos_processing_error: 'Erreur lors du traitement des images',
  /** The spec's text as given, missing closing parenthesis included. */
  photos_upload_done: 'Upload terminé ({succeeded}/{total} réussis',
  photos_upload_partial_failure: "Erreur lors de l'upload sur certaines photos",
  photos_upload_failed: "Erreur lors de l'upload des photos",
  /** Title of the photo upload error dialog. */
  photos_error_title: 'Erreur',
  photos_legend_too_long: 'La légende ne doit pas dépasser {max} caractères',
  photos_reorder_mismatch: 'La liste des photos à ordonner ne correspond pas aux photos du bien',
} as const;

export const en: Record<keyof typeof fr, string> = {
  photos_only_png_jpeg: 'Only PNG/JPEG files are accepted',
  photos_http_error: 'HTTP error {status}',
  photos_server_message: '{message}',
  photos_processing_error_file: 'Error while processing {file}',
  photos_processing_error: 'Error while processing the images',
  photos_upload_done: 'Upload finished ({succeeded}/{total} succeeded)',
  photos_upload_partial_failure: 'Upload failed for some photos',
  photos_upload_failed: 'Error while uploading the photos',
  photos_error_title: 'Error',
  photos_legend_too_long: 'The caption must not exceed {max} characters',
  photos_reorder_mismatch: "The photos to reorder do not match the property's photos",
};
