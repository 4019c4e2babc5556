ALTER TABLE `consultations` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `attribution` text;