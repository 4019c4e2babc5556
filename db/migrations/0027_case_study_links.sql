-- The case study a service's or project's card leads to (issue 31). drizzle-kit leaves the ON DELETE
-- clause out of an added column; SQLite takes it, so a deleted case study leaves no dangling link.
ALTER TABLE `projects` ADD `case_study_id` integer REFERENCES detailed_projects(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `services` ADD `case_study_id` integer REFERENCES detailed_services(id) ON DELETE set null;
