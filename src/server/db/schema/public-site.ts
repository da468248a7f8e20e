import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { membershipTierEnum, staff } from './accounts';

/** The academy's monthly coaching memberships, as the booking provider offers them (ids are the provider's). */
export const membershipPlans = pgTable('membership_plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  firstPricePence: integer('first_price_pence'),
  recurringPricePence: integer('recurring_price_pence'),
  sessionLimit: integer('session_limit'),
  durationType: text('duration_type').notNull().default('month'),
  description: text('description'),
  picturePath: text('picture_path'),
  /** Where the visitor completes the purchase; null → the provider's page, or an e-mail to the academy. */
  purchaseUrl: text('purchase_url'),
  active: boolean('active').notNull().default(true),
  /** 'coaching' (session credits) or 'squad' (a weekly place); the squad is sold on its own page. */
  kind: text('kind').notNull().default('coaching'),
  /** The portal tier a paid membership gives; null: the plan leaves the tier as it is. */
  tier: membershipTierEnum('tier'),
  /** For the squad: the diary service whose weekly sessions members are booked into. */
  serviceId: integer('service_id'),
  /** The Stripe Product the plan's prices belong to, made the first time the plan is sold. */
  stripeProductId: text('stripe_product_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Families waiting for a place. The e-mail is theirs: an export or erasure finds it by address. */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentName: text('parent_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    childAge: integer('child_age').notNull(),
    programme: text('programme').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
  },
  (t) => [
    index('waiting_list_entries_email_idx').on(t.email),
    index('waiting_list_entries_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A coach's public photo: one row per encoded size (AVIF and WebP at a few widths), made from the upload
 * with sharp. Each names its stored file, so the clean-up of unnamed files leaves current photos alone and
 * takes a replaced photo's files.
 */
export const coachPhotoVariants = pgTable(
  'coach_photo_variants',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    fileKey: text('file_key').notNull(),
  },
  (t) => [index('coach_photo_variants_staff_idx').on(t.staffId)],
);

/**
 * The quotes the public pages show, each on one page, in the admin's order; a hidden one stays to show
 * again. A page the academy has none for at all shows its content file's quotes.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page').notNull(),
    quote: text('quote').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    shown: boolean('shown').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_page_idx').on(t.page, t.displayOrder)],
);
