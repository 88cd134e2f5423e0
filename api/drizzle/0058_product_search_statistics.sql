-- The point of sale's search (search_fold(name) or search_fold(code) LIKE '%text%', ORDER BY name LIMIT n): without
-- statistics on the folded expressions the planner guessed a fixed share of matching rows for every word, and for a
-- word few products contain it walked the whole name index in order (seconds over 100,000 products) instead of
-- reading the few matches from the trigram indexes. Statistics on the expressions let it weigh each word against a
-- sample of the names and codes.
CREATE STATISTICS IF NOT EXISTS products_name_fold_stats ON (search_fold(name)) FROM products;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS products_code_fold_stats ON (search_fold(code)) FROM products;
--> statement-breakpoint
ANALYZE products;
