import { expect } from 'chai';
import { translate } from '../../../core/src/messages/translate.js';

describe('photo messages (§5.5, §8)', () => {
  it('keeps the spec French text, missing parenthesis included', () => {
    expect(translate('photos_upload_done', 'fr', { succeeded: 3, total: 5 })).to.equal(
      'Upload terminé (3/5 réussis',
    );
    expect(translate('photos_upload_partial_failure')).to.equal(
      "Erreur lors de l'upload sur certaines photos",
    );
    expect(translate('photos_upload_failed')).to.equal("Erreur lors de l'upload des photos");
    expect(translate('photos_only_png_jpeg')).to.equal('Seuls les fichiers PNG/JPEG sont acceptés');
    expect(translate('photos_http_error', 'fr', { status: 413 })).to.equal('Erreur HTTP 413');
    expect(translate('photos_processing_error_file', 'fr', { file: 'a.heic' })).to.equal(
      'Erreur lors du traitement de a.heic',
    );
    expect(translate('photos_processing_error')).to.equal('Erreur lors du traitement des images');
    expect(translate('photos_error_title')).to.equal('Erreur');
  });

  it("shows the server's own message as is", () => {
    expect(translate('photos_server_message', 'en', { message: 'Fichier corrompu' })).to.equal(
      'Fichier corrompu',
    );
  });
});
