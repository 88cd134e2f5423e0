-- One tax object per product and per concept (docs/adr/0031-tax-objects-and-sat-keys.md): IVA 16 %, 8 % (border
-- region), 0 %, exempt or not subject to tax (ObjetoImp 01). The IVA flags stay, kept in step by the API, for the
-- screens and engines that read them. Existing rows keep their meaning: IVA → 16 %, ObjetoImp 01 → not subject,
-- the rest exempt — except books and printed publications without IVA (c_ClaveProdServ 5510xxxx), which Mexican
-- law taxes at 0 %, not exempt.
ALTER TABLE "products" ADD COLUMN "tax_object" varchar(10) DEFAULT 'iva16' NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "tax_object" = CASE WHEN "iva" THEN 'iva16' WHEN "objeto_imp" = '01' THEN 'no-objeto' WHEN "sat_code" LIKE '5510%' THEN 'iva0' ELSE 'exento' END;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_object_ck" CHECK ("tax_object" IN ('iva16', 'iva8', 'iva0', 'exento', 'no-objeto'));
--> statement-breakpoint
ALTER TABLE "school_concepts" ADD COLUMN "tax_object" varchar(10) DEFAULT 'exento' NOT NULL;
--> statement-breakpoint
UPDATE "school_concepts" SET "tax_object" = CASE WHEN "with_iva" THEN 'iva16' WHEN "sat_code" LIKE '5510%' THEN 'iva0' ELSE 'exento' END;
--> statement-breakpoint
ALTER TABLE "school_concepts" ADD CONSTRAINT "school_concepts_tax_object_ck" CHECK ("tax_object" IN ('iva16', 'iva8', 'iva0', 'exento', 'no-objeto'));
--> statement-breakpoint
ALTER TABLE "academy_concepts" ADD COLUMN "tax_object" varchar(10) DEFAULT 'exento' NOT NULL;
--> statement-breakpoint
UPDATE "academy_concepts" SET "tax_object" = CASE WHEN "with_iva" THEN 'iva16' WHEN "sat_code" LIKE '5510%' THEN 'iva0' ELSE 'exento' END;
--> statement-breakpoint
ALTER TABLE "academy_concepts" ADD CONSTRAINT "academy_concepts_tax_object_ck" CHECK ("tax_object" IN ('iva16', 'iva8', 'iva0', 'exento', 'no-objeto'));
--> statement-breakpoint
ALTER TABLE "service_concepts" ADD COLUMN "tax_object" varchar(10) DEFAULT 'exento' NOT NULL;
--> statement-breakpoint
UPDATE "service_concepts" SET "tax_object" = CASE WHEN "is_iva" THEN 'iva16' WHEN "objeto_imp" = '01' THEN 'no-objeto' WHEN "sat_code" LIKE '5510%' THEN 'iva0' ELSE 'exento' END;
--> statement-breakpoint
ALTER TABLE "service_concepts" ADD CONSTRAINT "service_concepts_tax_object_ck" CHECK ("tax_object" IN ('iva16', 'iva8', 'iva0', 'exento', 'no-objeto'));
--> statement-breakpoint
-- The demo catalogue's wrong SAT keys, where they were never edited (the seed now writes the right ones).
UPDATE "products" p SET "sat_code" = fix."right_code", "tax_object" = coalesce(fix."tax", p."tax_object")
  FROM (VALUES ('PAP-003', '44121618', '44111800', NULL), ('ALI-001', '50192100', '50192501', NULL), ('UNI-001', '53102501', '53102705', NULL), ('UNI-002', '53101902', '53102705', NULL),
               ('ALI-002', '50301500', '50307000', 'iva0'), ('LIB-001', '55101500', '55101509', 'iva0'), ('VAR-001', '01010101', '55121802', NULL))
       AS fix("code", "wrong_code", "right_code", "tax")
 WHERE p."code" = fix."code" AND p."sat_code" = fix."wrong_code";
