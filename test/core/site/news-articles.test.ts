import { expect } from 'chai';
import { bytesSource } from '../../../core/src/shared/byte-source.js';
import {
  newsArticlePath,
  newsImageUrl,
  newsTeaser,
  parseNewsPath,
  validateNewsArticle,
} from '../../../core/src/domain/site/news-article.js';
import {
  aBuyer,
  aNewsArticle,
  aPngImage,
  anAdmin,
  createTestKit,
  type TestKit,
} from '../../../core/src/testing/index.js';
import { viewerOf, type User } from '../../../core/src/domain/user/user.js';
import { ANONYMOUS } from '../../../core/src/domain/user/user.js';
import {
  DeleteNewsArticle,
  GetNewsArticle,
  GetNewsImage,
  ListNewsArticles,
  ListPublishedNews,
  PublishNewsArticle,
  SaveNewsArticle,
  UploadNewsImage,
} from '../../../core/src/use-cases/index.js';
import { DAY_MS } from '../../../core/src/shared/time.js';

describe('news articles (domain)', () => {
  it('validates every field at once', () => {
    const result = validateNewsArticle({ title: '  ', body: 'x'.repeat(20_001), summary: 3 });
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.error.code).to.equal('news_article_invalid');
    expect(Object.keys(result.error.fields ?? {})).to.deep.equal(['title', 'summary', 'body']);
    expect(result.error.fields?.body).to.deep.equal({
      code: 'field_too_long',
      field: 'body',
      params: { max: 20_000 },
    });
  });

  it('trims a valid form; summary and picture description are optional', () => {
    expect(validateNewsArticle({ title: ' Titre ', body: ' Texte ' })).to.deep.equal({
      ok: true,
      value: { title: 'Titre', summary: '', body: 'Texte', imageAlt: '' },
    });
  });

  it('paths: the id decides, the slug follows the title; list pages from 2', () => {
    expect(newsArticlePath({ id: 12, title: 'Le marché à Évian : +3 % !' })).to.equal(
      '/actualites/12-le-marche-a-evian-3',
    );
    expect(parseNewsPath('/actualites/12-le-marche')).to.deep.equal({ articleId: 12 });
    expect(parseNewsPath('/actualites/12')).to.deep.equal({ articleId: 12 });
    expect(parseNewsPath('/actualites')).to.deep.equal({ page: 1 });
    expect(parseNewsPath('/actualites/page/3')).to.deep.equal({ page: 3 });
    expect(parseNewsPath('/actualites/0-x')).to.equal(null);
    expect(parseNewsPath('/actualites/abc')).to.equal(null);
  });

  it('teaser: the summary, else the body cut at a word', () => {
    expect(newsTeaser({ summary: 'Résumé', body: 'Texte' })).to.equal('Résumé');
    const teaser = newsTeaser({ summary: '', body: 'mot '.repeat(100) });
    expect(teaser.length).to.be.at.most(161);
    expect(teaser.endsWith('mot…')).to.equal(true);
  });

  it('picture URL: versioned by the stored key', () => {
    expect(newsImageUrl({ id: 3, imageKey: 'news/3/abc.jpg' }, 640)).to.equal(
      '/media/actualites/3/abc.jpg?width=640',
    );
    expect(newsImageUrl({ id: 3, imageKey: null }, 640)).to.equal(null);
  });
});

describe('news articles (use cases)', () => {
  let kit: TestKit;
  let admin: ReturnType<typeof viewerOf>;
  let buyer: ReturnType<typeof viewerOf>;

  beforeEach(async () => {
    kit = createTestKit();
    admin = viewerOf((await kit.repos.users.add(anAdmin())) as User);
    buyer = viewerOf((await kit.repos.users.add(aBuyer())) as User);
  });

  it('only an admin writes, publishes, uploads, deletes and lists every article', async () => {
    const form = { title: 'Titre', body: 'Texte' };
    const existing = await kit.repos.newsArticles.add(aNewsArticle());
    for (const [viewer, code] of [
      [ANONYMOUS, 'unauthenticated'],
      [buyer, 'forbidden'],
    ] as const) {
      const refused = { ok: false, error: { code } };
      expect(await new SaveNewsArticle(kit).execute({ viewer, form })).to.deep.equal(refused);
      expect(
        await new PublishNewsArticle(kit).execute({ viewer, id: existing.id, published: false }),
      ).to.deep.equal(refused);
      expect(await new DeleteNewsArticle(kit).execute({ viewer, id: existing.id })).to.deep.equal(refused);
      expect(
        await new UploadNewsImage(kit).execute({ viewer, id: existing.id, file: bytesSource(aPngImage()) }),
      ).to.deep.equal(refused);
      expect(await new ListNewsArticles(kit).execute({ viewer })).to.deep.equal(refused);
    }
    expect((await kit.repos.newsArticles.list({ page: 1, pageSize: 10 })).total).to.equal(1);
  });

  it('a new article is a draft, unseen until published; publishing dates it, unpublishing hides it', async () => {
    const created = await new SaveNewsArticle(kit).execute({
      viewer: admin,
      form: { title: 'Nouvelles ventes', body: 'Texte' },
    });
    expect(created.ok).to.equal(true);
    if (!created.ok) return;
    expect(created.value).to.include({ published: false, publishedAt: null, authorId: admin.id });
    const id = created.value.id;
    expect(await new GetNewsArticle(kit).execute({ id })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'id' },
    });
    expect(
      (await new ListPublishedNews(kit).execute({})).ok &&
        (await kit.repos.newsArticles.listPublished({ page: 1, pageSize: 10 })).total,
    ).to.equal(0);

    kit.clock.advance(DAY_MS);
    const published = await new PublishNewsArticle(kit).execute({ viewer: admin, id, published: true });
    expect(published.ok && published.value).to.include({ published: true, publishedAt: kit.clock.now() });
    const page = await new ListPublishedNews(kit).execute({});
    expect(page.ok && page.value.items.map((a) => a.id)).to.deep.equal([id]);
    expect((await new GetNewsArticle(kit).execute({ id })).ok).to.equal(true);

    const firstDate = kit.clock.now();
    kit.clock.advance(DAY_MS);
    await new PublishNewsArticle(kit).execute({ viewer: admin, id, published: false });
    expect((await new GetNewsArticle(kit).execute({ id })).ok).to.equal(false);
    const again = await new PublishNewsArticle(kit).execute({ viewer: admin, id, published: true });
    expect(again.ok && again.value.publishedAt).to.equal(firstDate);
  });

  it('edits an article, refusing an invalid form field by field', async () => {
    const { id } = await kit.repos.newsArticles.add(aNewsArticle());
    const invalid = await new SaveNewsArticle(kit).execute({
      viewer: admin,
      id,
      form: { title: '', body: 'x' },
    });
    expect(invalid.ok === false && invalid.error.code).to.equal('news_article_invalid');
    const saved = await new SaveNewsArticle(kit).execute({
      viewer: admin,
      id,
      form: { title: 'Autre', body: 'Corps' },
    });
    expect(saved.ok && saved.value).to.include({ id, title: 'Autre', body: 'Corps', published: true });
    expect(
      await new SaveNewsArticle(kit).execute({ viewer: admin, id: 999, form: { title: 'A', body: 'B' } }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'id' },
    });
  });

  it('stores the picture by content, replaces the old one, serves it resized; deleting removes both', async () => {
    const { id } = await kit.repos.newsArticles.add(aNewsArticle({ published: false, publishedAt: null }));
    expect(
      await new UploadNewsImage(kit).execute({
        viewer: admin,
        id,
        file: bytesSource(new TextEncoder().encode('not an image')),
      }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'photos_only_png_jpeg', field: 'file' },
    });
    const first = await new UploadNewsImage(kit).execute({
      viewer: admin,
      id,
      file: bytesSource(aPngImage()),
    });
    const second = await new UploadNewsImage(kit).execute({
      viewer: admin,
      id,
      file: bytesSource(aPngImage(800, 600)),
    });
    if (!first.ok || !second.ok) throw new Error('upload failed');
    expect(await kit.storage.get(first.value.imageKey!)).to.equal(null);
    const version = /([^/]+)\.jpg$/.exec(second.value.imageKey!)![1];

    const image = new GetNewsImage(kit);
    // A draft's picture: the admin's preview only.
    expect((await image.execute({ viewer: ANONYMOUS, id, version, width: 640 })).ok).to.equal(false);
    expect((await image.execute({ viewer: admin, id, version, width: 640 })).ok).to.equal(true);
    expect((await image.execute({ viewer: admin, id, version, width: 999 })).ok).to.equal(false);
    await new PublishNewsArticle(kit).execute({ viewer: admin, id, published: true });
    expect((await image.execute({ viewer: ANONYMOUS, id, version, width: 1024 })).ok).to.equal(true);
    expect((await image.execute({ viewer: ANONYMOUS, id, version: 'old', width: 1024 })).ok).to.equal(false);

    expect(await new DeleteNewsArticle(kit).execute({ viewer: admin, id })).to.deep.equal({
      ok: true,
      value: { id },
    });
    expect(await kit.repos.newsArticles.findById(id)).to.equal(null);
    expect(await kit.storage.get(second.value.imageKey!)).to.equal(null);
  });

  it('lists the published ones newest first, ten a page', async () => {
    for (let i = 0; i < 12; i++) {
      await kit.repos.newsArticles.add(aNewsArticle({ title: `A${i}`, publishedAt: kit.clock.now() + i }));
    }
    await kit.repos.newsArticles.add(aNewsArticle({ title: 'draft', published: false, publishedAt: null }));
    const first = await new ListPublishedNews(kit).execute({ page: '1' });
    const second = await new ListPublishedNews(kit).execute({ page: '2' });
    expect(first.ok && first.value).to.include({ total: 12, pageCount: 2, page: 1 });
    expect(first.ok && first.value.items[0]?.title).to.equal('A11');
    expect(second.ok && second.value.items.map((a) => a.title)).to.deep.equal(['A1', 'A0']);
  });
});
