ALTER TABLE `site_settings` ADD `reply_note_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `reply_note_ar` text DEFAULT '' NOT NULL;