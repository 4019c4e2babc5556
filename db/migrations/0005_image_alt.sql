ALTER TABLE `blog_posts` ADD `cover_image_alt` text;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `client_image_alt` text;