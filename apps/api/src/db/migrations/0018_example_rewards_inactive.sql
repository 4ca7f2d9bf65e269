-- The seeded partner offers are examples: members see nothing and get no unlock notice
-- until the operator has entered (or edited and activated) real partners. An example the
-- operator edited is already theirs (is_example is false then) and keeps its state.
UPDATE "rewards" SET "active" = false WHERE "is_example" = true;
