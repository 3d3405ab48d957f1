import type { Knex } from 'knex';
import { instantColumn, moneyColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * A stored upload of the buyer's (identity document, financing certificate): <prefix>_key (which the
 * identity document already had), _name, _content_type, _size, _uploaded_at.
 */
function uploadColumns(knex: Knex, table: Knex.AlterTableBuilder, prefix: string, withKey = true): void {
  if (withKey) table.string(`${prefix}_key`, 512).nullable();
  table.string(`${prefix}_name`, 255).nullable();
  table.string(`${prefix}_content_type`, 32).nullable();
  table.bigInteger(`${prefix}_size`).nullable();
  instantColumn(knex, table, `${prefix}_uploaded_at`).nullable();
}

/** A review by the negotiator: status, when submitted and decided, by whom, why refused. */
function reviewColumns(knex: Knex, table: Knex.AlterTableBuilder, prefix: string): void {
  table.string(`${prefix}_status`, 16).nullable();
  instantColumn(knex, table, `${prefix}_submitted_at`).nullable();
  instantColumn(knex, table, `${prefix}_decided_at`).nullable();
  table.integer(`${prefix}_decided_by`).unsigned().nullable();
  table.string(`${prefix}_refusal_reason`, 500).nullable();
}

/**
 * The buyer funnel (issue 9): who may bid is the account (identity approved once, right to bid not
 * withdrawn, language) and the buyer file (identity document, agrément request, financing plan,
 * each reviewed); one-time links of account e-mails share one table (verification, password reset).
 * Old rows carry over: a checked account has its identity approved, a checked buyer the platform had
 * barred from bidding is suspended, a signed agrément is approved.
 */
export const buyerFunnel: Migration = {
  name: '003-buyer-funnel',
  async up(knex) {
    await knex.schema.createTable('account_tokens', (table) => {
      withTableDefaults(knex, table);
      table.string('token', 191).primary();
      table.string('purpose', 32).notNullable();
      table.integer('user_id').unsigned().notNullable();
      instantColumn(knex, table, 'expires_at').notNullable();
      table.index(['user_id', 'purpose'], 'account_tokens_user_purpose');
    });
    await knex.raw(
      "INSERT INTO account_tokens (token, purpose, user_id, expires_at) SELECT token, 'email_verification', user_id, expires_at FROM email_verifications",
    );
    await knex.schema.dropTable('email_verifications');

    await knex.schema.alterTable('users', (table) => {
      instantColumn(knex, table, 'identity_verified_at').nullable();
      instantColumn(knex, table, 'bidding_suspended_at').nullable();
      table.string('bidding_suspension_reason', 500).nullable();
      table.string('locale', 2).notNullable().defaultTo('fr');
      instantColumn(knex, table, 'password_changed_at').nullable();
    });
    await knex('users')
      .where('verified', true)
      .update({ identity_verified_at: knex.ref('created_at') });
    await knex('users')
      .where({ verified: true, can_auction: false, roles: '["ROLE_USER"]' })
      .update({ bidding_suspended_at: knex.ref('created_at'), bidding_suspension_reason: '' });
    await knex.schema.alterTable('users', (table) => {
      table.dropColumn('verified');
      table.dropColumn('can_auction');
    });

    await knex.schema.alterTable('buyer_files', (table) => {
      uploadColumns(knex, table, 'identity_document', false);
      instantColumn(knex, table, 'identity_document_deleted_at').nullable();
      reviewColumns(knex, table, 'identity');
      table.string('agrement_signed_name', 255).nullable();
      table.string('agrement_signed_from', 64).nullable();
      table.string('agrement_copy_key', 512).nullable();
      reviewColumns(knex, table, 'agrement');
      table.string('financing_kind', 16).nullable();
      moneyColumn(table, 'financing_loan_amount').nullable();
      uploadColumns(knex, table, 'financing_certificate');
      instantColumn(knex, table, 'financing_declared_at').nullable();
    });
    await knex('buyer_files')
      .whereNotNull('identity_document_key')
      .update({
        identity_document_name: 'piece-identite.pdf',
        identity_document_content_type: 'application/pdf',
        identity_document_size: 0,
        identity_document_uploaded_at: knex.ref('registered_at'),
        identity_status: 'pending',
        identity_submitted_at: knex.ref('registered_at'),
      });
    await knex('buyer_files')
      .whereNotNull('agrement_signed_at')
      .update({
        agrement_signed_name: '',
        agrement_signed_from: '',
        agrement_status: 'approved',
        agrement_submitted_at: knex.ref('agrement_signed_at'),
        agrement_decided_at: knex.ref('agrement_signed_at'),
      });
    await knex('buyer_files')
      .where('financing_plan_provided', true)
      .update({ financing_kind: 'cash', financing_declared_at: knex.ref('registered_at') });
    await knex.schema.alterTable('buyer_files', (table) => table.dropColumn('financing_plan_provided'));
  },
  async down() {
    throw new Error('003-buyer-funnel cannot be undone: restore a backup taken before it');
  },
};
