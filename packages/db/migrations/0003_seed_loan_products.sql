-- The six products of SPEC.md section 3. Amounts in ngwee (K10 = 1000), monthly rates in basis points.
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_amounts_check" CHECK ("min_amount" > 0 AND "min_amount" <= "max_amount");
--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_months_check" CHECK ("min_months" >= 1 AND "min_months" <= "max_months");
--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_rate_check" CHECK ("monthly_rate_bp" >= 0 AND "monthly_rate_bp" <= 10000);
--> statement-breakpoint
INSERT INTO "loan_products" ("id", "name", "description", "min_amount", "max_amount", "min_months", "max_months", "monthly_rate_bp", "sort_order") VALUES
  ('personal', 'Personal Loan', 'For everyday needs, emergencies and planned purchases.', 1000, 5000000, 1, 12, 250, 1),
  ('home-improvement', 'Home Improvement Loan', 'Repairs, extensions, solar power and water for your home.', 1000, 5000000, 3, 12, 280, 2),
  ('vehicle', 'Vehicle Loan', 'Buy or repair a car, motorbike or minibus.', 1000, 5000000, 6, 12, 300, 3),
  ('education', 'Education Loan', 'School and university fees, books and uniforms.', 1000, 3000000, 3, 10, 220, 4),
  ('medical', 'Medical Loan', 'Hospital bills, medicines and treatment for you and your family.', 1000, 2500000, 1, 8, 200, 5),
  ('business', 'Business Loan', 'Stock, equipment and working capital for your small business.', 1000, 5000000, 3, 12, 320, 6)
ON CONFLICT ("id") DO NOTHING;
