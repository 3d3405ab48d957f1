import { expect } from 'chai';
import {
  addPhotos,
  deletePhoto,
  legendUpdateFor,
  photoItemState,
  photoPriorities,
  photoPriority,
  promoteToFirst,
  renamePhoto,
  reorderImageIds,
  reorderPhotos,
  uploadedPhotoItem,
  type PhotoItem,
} from '../../../core/src/domain/photo/photo-item.js';

type FakeFile = { name: string };

const chosen = (key: string) => ({
  key,
  file: { name: `${key}.jpg` },
  previewSrc: `blob:${key}`,
  name: key,
  size: 1000,
});

const uploaded = (id: number): PhotoItem<FakeFile> =>
  uploadedPhotoItem<FakeFile>({ id, url: `/media/photos/${id}`, legend: `photo ${id}`, size: 500 });

const keys = (items: readonly PhotoItem[]) => items.map((i) => i.key);

describe('photo list', () => {
  describe('addPhotos', () => {
    it('appends pending items holding their local file and preview', () => {
      const items = addPhotos([uploaded(1)], [chosen('a'), chosen('b')]);
      expect(keys(items)).to.deep.equal(['photo-1', 'a', 'b']);
      expect(items[1]).to.deep.equal({
        key: 'a',
        id: null,
        itemSrc: 'blob:a',
        itemName: 'a',
        file: { name: 'a.jpg' },
        isUploaded: false,
        uploadProgress: 0,
        uploadError: null,
        imageSize: 1000,
      });
      expect(photoItemState(items[1] as PhotoItem)).to.equal('pending');
    });

    it('does not change the list it was given', () => {
      const before: PhotoItem<FakeFile>[] = [uploaded(1)];
      addPhotos(before, [chosen('a')]);
      expect(before).to.have.length(1);
    });
  });

  describe('uploadedPhotoItem', () => {
    it('is an uploaded item with the server url and no local file', () => {
      const item = uploaded(9);
      expect(item).to.include({
        id: 9,
        itemSrc: '/media/photos/9',
        file: null,
        isUploaded: true,
        uploadProgress: 100,
      });
      expect(photoItemState(item)).to.equal('uploaded');
    });
  });

  describe('deletePhoto', () => {
    it('removes the item by key', () => {
      const items = addPhotos([uploaded(1), uploaded(2)], [chosen('a')]);
      expect(keys(deletePhoto(items, 'photo-2'))).to.deep.equal(['photo-1', 'a']);
      expect(keys(deletePhoto(items, 'unknown'))).to.deep.equal(['photo-1', 'photo-2', 'a']);
    });
  });

  describe('renamePhoto and legendUpdateFor', () => {
    it('renames the item and asks for a legend update when it is uploaded', () => {
      const items = renamePhoto([uploaded(4)], 'photo-4', 'Séjour');
      expect(items[0]?.itemName).to.equal('Séjour');
      expect(legendUpdateFor(items, 'photo-4')).to.deep.equal({ photoId: 4, legend: 'Séjour' });
    });

    it('sends nothing for a photo not uploaded yet (its legend goes with the upload)', () => {
      const items = renamePhoto(addPhotos([], [chosen('a')]), 'a', 'Cuisine');
      expect(items[0]?.itemName).to.equal('Cuisine');
      expect(legendUpdateFor(items, 'a')).to.equal(null);
      expect(legendUpdateFor(items, 'unknown')).to.equal(null);
    });
  });

  describe('reorderPhotos', () => {
    const items = [uploaded(1), uploaded(2), uploaded(3), uploaded(4)];

    it('moves an item from one index to another, shifting those between', () => {
      expect(keys(reorderPhotos(items, 0, 2))).to.deep.equal(['photo-2', 'photo-3', 'photo-1', 'photo-4']);
      expect(keys(reorderPhotos(items, 3, 0))).to.deep.equal(['photo-4', 'photo-1', 'photo-2', 'photo-3']);
    });

    it('keeps the order for out-of-range or equal indexes', () => {
      expect(keys(reorderPhotos(items, 1, 1))).to.deep.equal(keys(items));
      expect(keys(reorderPhotos(items, -1, 2))).to.deep.equal(keys(items));
      expect(keys(reorderPhotos(items, 0, 4))).to.deep.equal(keys(items));
    });
  });

  describe('promoteToFirst', () => {
    it('makes the item the main image', () => {
      const items = [uploaded(1), uploaded(2), uploaded(3)];
      expect(keys(promoteToFirst(items, 'photo-3'))).to.deep.equal(['photo-3', 'photo-1', 'photo-2']);
      expect(keys(promoteToFirst(items, 'unknown'))).to.deep.equal(keys(items));
    });
  });

  describe('priorities', () => {
    it('equal the list index', () => {
      const items = addPhotos([uploaded(1)], [chosen('a')]);
      expect(photoPriority(items, 'a')).to.equal(1);
      expect(photoPriority(items, 'photo-1')).to.equal(0);
      expect(photoPriority(items, 'missing')).to.equal(-1);
      expect(photoPriorities(items)).to.deep.equal([
        { key: 'photo-1', priority: 0 },
        { key: 'a', priority: 1 },
      ]);
    });
  });

  describe('reorderImageIds', () => {
    it('lists the uploaded ids in list order, skipping pending items', () => {
      const items = addPhotos([uploaded(5), uploaded(2)], [chosen('a')]);
      expect(reorderImageIds(promoteToFirst(items, 'a'))).to.deep.equal([5, 2]);
      expect(reorderImageIds(reorderPhotos(items, 1, 0))).to.deep.equal([2, 5]);
    });
  });
});
