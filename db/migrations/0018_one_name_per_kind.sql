-- One name per kind (app/models/kinds.server.ts): a detailed service's old slugs and preview key were
-- kept under 'service', the plain service's name everywhere else. Its preview links stay valid (they
-- are still signed under the old name).
UPDATE `slug_redirects` SET `kind` = 'detailed-service' WHERE `kind` = 'service';--> statement-breakpoint
UPDATE `preview_keys` SET `kind` = 'detailed-service' WHERE `kind` = 'service';
