ALTER TABLE `consultations` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `outcome` text;