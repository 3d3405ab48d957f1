import type { Knex } from 'knex';
import { instantColumn, moneyColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

type Columns = (table: Knex.CreateTableBuilder) => void;

function createTable(knex: Knex, name: string, columns: Columns): Knex.SchemaBuilder {
  return knex.schema.createTable(name, (table) => {
    withTableDefaults(knex, table);
    columns(table);
  });
}

const idOf = (table: Knex.CreateTableBuilder, name: string, parent: string): Knex.ReferencingColumnBuilder =>
  table.integer(name).unsigned().notNullable().references('id').inTable(parent);

/** Tables in creation order (parents first); dropped in reverse. */
const TABLES: ReadonlyArray<[string, (knex: Knex) => Columns]> = [
  [
    'users',
    (knex) => (table) => {
      table.increments('id');
      table.string('email', 255).notNullable();
      // normalizeEmail(email): e-mails are unique and looked up ignoring case, on both databases.
      table.string('email_key', 255).notNullable().unique();
      table.string('password_hash', 255).notNullable();
      table.string('first_name', 255).notNullable();
      table.string('last_name', 255).notNullable();
      table.string('phone', 64).notNullable();
      table.string('address', 255).notNullable();
      table.string('postcode', 16).notNullable();
      table.string('city', 255).notNullable();
      table.string('country', 64).notNullable();
      table.text('roles').notNullable();
      table.boolean('assistance').notNullable();
      instantColumn(knex, table, 'email_verified_at').nullable();
      table.boolean('verified').notNullable();
      table.boolean('can_auction').notNullable();
      table.boolean('sms_consent').notNullable();
      instantColumn(knex, table, 'terms_accepted_at').nullable();
      instantColumn(knex, table, 'created_at').notNullable();
    },
  ],
  [
    'email_verifications',
    (knex) => (table) => {
      table.string('token', 191).primary();
      table.integer('user_id').unsigned().notNullable().index();
      instantColumn(knex, table, 'expires_at').notNullable();
    },
  ],
  [
    'assistance_third_parties',
    () => (table) => {
      table.increments('id');
      table.string('name', 255).notNullable();
      table.string('crpcen', 32).nullable();
    },
  ],
  [
    'properties',
    (knex) => (table) => {
      table.increments('id');
      table.integer('negotiator_id').unsigned().notNullable().index();
      table.string('reference', 64).notNullable().unique();
      table.string('type', 8).notNullable();
      table.string('sub_nature', 255).notNullable();
      table.string('title', 255).notNullable();
      instantColumn(knex, table, 'offers_start_at').notNullable();
      instantColumn(knex, table, 'offers_end_at').notNullable();
      table.boolean('sell_in_36h').notNullable();
      table.boolean('show_notary').notNullable();
      table.boolean('show_notimmo_scale').notNullable();
      moneyColumn(table, 'net_seller_price').notNullable();
      moneyColumn(table, 'first_price').notNullable();
      table.boolean('flat_fee').notNullable();
      moneyColumn(table, 'flat_fee_amount').nullable();
      moneyColumn(table, 'bid_step').notNullable();
      table.decimal('reserve_price', 12, 2).notNullable();
      table.string('fees_paid_by', 1).notNullable();
      table.integer('year_built').nullable();
      table.boolean('works_needed').notNullable();
      table.text('works_description').notNullable();
      table.integer('floor').nullable();
      table.integer('bathrooms').nullable();
      table.integer('toilets').nullable();
      table.boolean('disabled_access').notNullable();
      table.text('general_condition').notNullable();
      table.string('property_tax', 255).notNullable();
      table.string('housing_tax', 255).notNullable();
      table.string('monthly_charges', 255).notNullable();
      table.text('heating').notNullable();
      table.text('description').notNullable();
      table.text('virtual_tour_url').notNullable();
      table.text('video_url').notNullable();
      table.text('home_staging_url').notNullable();
      table.text('amenities').notNullable();
      table.boolean('built_less_than_5_years').notNullable();
      table.boolean('risk_report_done').notNullable();
      table.integer('assistance_third_party_id').unsigned().nullable();
      table.boolean('show_address').notNullable();
      table.string('address_street', 255).notNullable();
      table.string('address_complement', 255).notNullable();
      table.string('address_postcode', 16).notNullable();
      table.string('address_city', 255).notNullable();
      table.string('address_insee_code', 16).notNullable();
      table.string('address_department', 64).notNullable();
      table.double('address_lat').nullable();
      table.double('address_lng').nullable();
      table.double('living_area').nullable();
      table.double('land_area').nullable();
      table.integer('bedrooms').nullable();
      table.integer('rooms').nullable();
      table.boolean('co_ownership').notNullable();
      table.integer('co_ownership_lots').nullable();
      moneyColumn(table, 'co_ownership_annual_charges').nullable();
      table.string('procedure', 32).notNullable();
      table.string('managing_agent', 255).notNullable();
      table.text('neighbourhood_description').notNullable();
      table.text('listing_description').notNullable();
      table.boolean('dpe_exempt').notNullable();
      table.boolean('dpe_blank').notNullable();
      table.string('dpe_date', 10).nullable();
      table.double('dpe_energy_value').nullable();
      table.string('dpe_energy_class', 1).nullable();
      table.double('dpe_ges_value').nullable();
      table.string('dpe_ges_class', 1).nullable();
      moneyColumn(table, 'dpe_annual_cost_min').nullable();
      moneyColumn(table, 'dpe_annual_cost_max').nullable();
      table.integer('dpe_cost_reference_year').nullable();
      instantColumn(knex, table, 'created_at').notNullable();
      instantColumn(knex, table, 'updated_at').notNullable();
    },
  ],
  [
    'property_vendors',
    () => (table) => {
      idOf(table, 'property_id', 'properties').onDelete('CASCADE');
      table.integer('position').notNullable();
      table.string('email', 255).notNullable();
      table.boolean('is_primary').notNullable();
      table.primary(['property_id', 'position']);
    },
  ],
  [
    'auctions',
    (knex) => (table) => {
      table.increments('id');
      idOf(table, 'property_id', 'properties').unique();
      instantColumn(knex, table, 'start_at').notNullable();
      instantColumn(knex, table, 'original_end_at').notNullable();
      instantColumn(knex, table, 'end_at').notNullable();
      moneyColumn(table, 'first_price').notNullable();
      moneyColumn(table, 'step').notNullable();
      moneyColumn(table, 'current_price').nullable();
      table.integer('last_bid_id').unsigned().nullable();
      table.integer('bid_count').notNullable();
      instantColumn(knex, table, 'closed_at').nullable();
      table.integer('accepted_bid_id').unsigned().nullable();
    },
  ],
  [
    'bids',
    (knex) => (table) => {
      table.increments('id');
      idOf(table, 'auction_id', 'auctions').index();
      table.integer('user_id').unsigned().notNullable().index();
      moneyColumn(table, 'amount').notNullable();
      instantColumn(knex, table, 'placed_at').notNullable();
      table.string('status', 16).notNullable();
      // The last line of defence of PlaceBid: one amount once per auction.
      table.unique(['auction_id', 'amount'], { indexName: 'bids_auction_amount_unique' });
    },
  ],
  [
    'buyer_files',
    (knex) => (table) => {
      table.increments('id');
      idOf(table, 'property_id', 'properties');
      table.integer('user_id').unsigned().notNullable().index();
      table.string('interest', 32).notNullable();
      instantColumn(knex, table, 'registered_at').notNullable();
      instantColumn(knex, table, 'visit_done_at').nullable();
      instantColumn(knex, table, 'agrement_signed_at').nullable();
      table.string('identity_document_key', 512).nullable();
      table.boolean('financing_plan_provided').notNullable();
      table.text('negotiator_comment').notNullable();
      table.unique(['property_id', 'user_id'], { indexName: 'buyer_files_property_user_unique' });
    },
  ],
  [
    'documents',
    (knex) => (table) => {
      table.increments('id');
      idOf(table, 'property_id', 'properties').index();
      table.string('name', 255).notNullable();
      table.string('mime_type', 64).notNullable();
      table.string('kind', 32).notNullable();
      table.boolean('free').notNullable();
      table.string('storage_key', 512).notNullable();
      table.bigInteger('size').notNullable();
      instantColumn(knex, table, 'uploaded_at').notNullable();
    },
  ],
  [
    'photos',
    (knex) => (table) => {
      table.increments('id');
      idOf(table, 'property_id', 'properties').index();
      table.string('storage_key', 512).notNullable();
      table.text('legend').notNullable();
      table.string('original_name', 255).notNullable();
      table.bigInteger('size').notNullable();
      table.integer('width').notNullable();
      table.integer('height').notNullable();
      table.integer('position').notNullable();
      instantColumn(knex, table, 'uploaded_at').notNullable();
    },
  ],
  [
    'visits',
    (knex) => (table) => {
      table.increments('id');
      idOf(table, 'property_id', 'properties').index();
      table.string('kind', 16).notNullable();
      instantColumn(knex, table, 'starts_at').notNullable();
      table.integer('duration_minutes').notNullable();
      table.integer('capacity').nullable();
      table.integer('created_by').unsigned().notNullable();
    },
  ],
  [
    'visit_attendees',
    () => (table) => {
      idOf(table, 'visit_id', 'visits').onDelete('CASCADE');
      table.integer('position').notNullable();
      table.integer('user_id').unsigned().notNullable().index();
      table.primary(['visit_id', 'position']);
    },
  ],
  [
    'favourites',
    (knex) => (table) => {
      table.integer('user_id').unsigned().notNullable();
      idOf(table, 'property_id', 'properties');
      instantColumn(knex, table, 'created_at').notNullable();
      table.primary(['user_id', 'property_id']);
    },
  ],
  [
    'saved_searches',
    (knex) => (table) => {
      table.increments('id');
      table.integer('user_id').unsigned().notNullable().index();
      table.string('name', 255).notNullable();
      table.text('criteria').notNullable();
      instantColumn(knex, table, 'created_at').notNullable();
    },
  ],
  [
    'newsletter_subscriptions',
    (knex) => (table) => {
      table.string('email_key', 255).primary();
      table.string('email', 255).notNullable();
      instantColumn(knex, table, 'subscribed_at').notNullable();
    },
  ],
];

export const initialSchema: Migration = {
  name: '001-initial-schema',
  async up(knex) {
    for (const [name, columns] of TABLES) await createTable(knex, name, columns(knex));
  },
  async down(knex) {
    for (const [name] of [...TABLES].reverse()) await knex.schema.dropTableIfExists(name);
  },
};
