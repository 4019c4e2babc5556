ALTER TABLE `consultations` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX `consultations_status_idx` ON `consultations` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_status_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
-- Messages received before statuses existed were already on show in the inbox: they count as read.
UPDATE `contact_messages` SET `status` = 'read';--> statement-breakpoint
UPDATE `consultations` SET `status` = 'read';
