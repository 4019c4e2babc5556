ALTER TABLE `consultations` ADD `sent_fast` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `sent_fast` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `sign_in_origin` text;--> statement-breakpoint
ALTER TABLE `users` ADD `signed_in_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `contact_spam_seen_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `consultation_spam_seen_at` integer;