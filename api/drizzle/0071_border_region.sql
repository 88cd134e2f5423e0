-- IVA 8 % (border region) is decided per branch office (docs/adr/0036-border-region-iva-per-branch-office.md): an
-- establishment located in SAT's northern or southern border region, for which the company filed SAT's notice, sells
-- its 8 % products at 8 %; every other branch office refuses to sell them. No branch office starts in the region.
ALTER TABLE "branch_offices" ADD COLUMN IF NOT EXISTS "border_region" boolean DEFAULT false NOT NULL;
