import { z } from 'zod';
import { recordRefSchema } from './documents';

/**
 * Visitor forms (spec section 3). The consent checkboxes must be ticked: the spec leaves the
 * enforcement open, we refuse on both sides. Issue messages are message ids (messages.ts).
 */

const person = {
  name: z.string().trim().min(1, 'validation.required').max(100).describe('First name'),
  surname: z.string().trim().min(1, 'validation.required').max(100).describe('Last name'),
  email: z.email('validation.emailInvalid').max(320).describe('Email address'),
};

/** Hidden field real visitors leave empty; bots fill it. */
const honeypot = z.string().max(0).optional().describe('Anti-spam field, must stay empty');

export const newsletterFormSchema = z
  .object({
    ...person,
    privacy: z.literal(true, 'error.consentRequired').describe('Privacy policy accepted'),
    website: honeypot,
  })
  .describe('Newsletter subscription');
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;

export const CONTACT_KINDS = ['contact', 'access'] as const;

export const contactFormSchema = z
  .object({
    ...person,
    text: z.string().trim().min(1, 'validation.required').max(5000).describe('Message'),
    terms: z.literal(true, 'error.termsRequired').describe('Terms accepted'),
    kind: z.enum(CONTACT_KINDS).default('contact').describe('General contact or request to access material'),
    record: recordRefSchema.optional().describe('Record the access request is about'),
    website: honeypot,
  })
  .describe('Contact or access request');
export type ContactForm = z.infer<typeof contactFormSchema>;
