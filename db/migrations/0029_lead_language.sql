-- The language of the page a lead was sent from, and an HTML version of a mail (issue 34).
ALTER TABLE `consultations` ADD `language` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `language` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `html` text;