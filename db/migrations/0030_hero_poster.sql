PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_hero_video` (
	`id` integer PRIMARY KEY NOT NULL,
	`url` text,
	`poster` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_hero_video`("id", "url", "poster", "updated_at") SELECT "id", "url", NULL, "updated_at" FROM `hero_video`;--> statement-breakpoint
DROP TABLE `hero_video`;--> statement-breakpoint
ALTER TABLE `__new_hero_video` RENAME TO `hero_video`;--> statement-breakpoint
PRAGMA foreign_keys=ON;