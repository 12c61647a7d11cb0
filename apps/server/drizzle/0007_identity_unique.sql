-- A CPF and a título de eleitor identify one person: each is held once among an office's live citizens.
-- Existing repeats are resolved first, losing nothing: the oldest live record keeps the number; each later
-- one gives it up, with the number and the record that holds it written in its history and its notes
-- (so staff can find the pair and merge it on 'Duplicados'). Citizens in the bin are left as they are.
WITH ranked AS (
  SELECT id, organization_id, cpf,
         first_value(id) OVER w AS keeper_id,
         row_number() OVER w AS rn
    FROM citizens
   WHERE cpf IS NOT NULL AND deleted_at IS NULL
  WINDOW w AS (PARTITION BY organization_id, cpf ORDER BY created_at, id)
), later AS (
  SELECT r.id, r.organization_id,
         substr(r.cpf, 1, 3) || '.' || substr(r.cpf, 4, 3) || '.' || substr(r.cpf, 7, 3) || '-' || substr(r.cpf, 10, 2) AS shown,
         k.name AS keeper_name
    FROM ranked r JOIN citizens k ON k.id = r.keeper_id
   WHERE r.rn > 1
), history AS (
  INSERT INTO citizen_changes (organization_id, citizen_id, user_id, action, changes)
  SELECT organization_id, id, NULL, 'update',
         jsonb_build_array(jsonb_build_object('field', 'cpf', 'from', shown, 'to', NULL))
    FROM later
)
UPDATE citizens c
   SET cpf = NULL,
       notes = concat_ws(E'\n', nullif(c.notes, ''),
         'CPF ' || l.shown || ' retirado deste cadastro: já pertence a ' || l.keeper_name || ' (se for a mesma pessoa, mescle os dois cadastros).'),
       updated_at = now()
  FROM later l
 WHERE c.id = l.id;
--> statement-breakpoint
WITH ranked AS (
  SELECT id, organization_id, voter_title,
         first_value(id) OVER w AS keeper_id,
         row_number() OVER w AS rn
    FROM citizens
   WHERE voter_title IS NOT NULL AND deleted_at IS NULL
  WINDOW w AS (PARTITION BY organization_id, voter_title ORDER BY created_at, id)
), later AS (
  SELECT r.id, r.organization_id,
         CASE WHEN length(r.voter_title) = 12
              THEN substr(r.voter_title, 1, 4) || ' ' || substr(r.voter_title, 5, 4) || ' ' || substr(r.voter_title, 9, 4)
              ELSE r.voter_title END AS shown,
         k.name AS keeper_name
    FROM ranked r JOIN citizens k ON k.id = r.keeper_id
   WHERE r.rn > 1
), history AS (
  INSERT INTO citizen_changes (organization_id, citizen_id, user_id, action, changes)
  SELECT organization_id, id, NULL, 'update',
         jsonb_build_array(jsonb_build_object('field', 'voterTitle', 'from', shown, 'to', NULL))
    FROM later
)
UPDATE citizens c
   SET voter_title = NULL,
       notes = concat_ws(E'\n', nullif(c.notes, ''),
         'Título de eleitor ' || l.shown || ' retirado deste cadastro: já pertence a ' || l.keeper_name || ' (se for a mesma pessoa, mescle os dois cadastros).'),
       updated_at = now()
  FROM later l
 WHERE c.id = l.id;
--> statement-breakpoint
CREATE UNIQUE INDEX "citizens_org_cpf_unique" ON "citizens" USING btree ("organization_id","cpf") WHERE "citizens"."cpf" is not null and "citizens"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "citizens_org_title_unique" ON "citizens" USING btree ("organization_id","voter_title") WHERE "citizens"."voter_title" is not null and "citizens"."deleted_at" is null;
