-- The three stations of the network. Review URLs can be overridden from the environment at start.
INSERT INTO "stations" ("id", "name", "google_review_url", "sort_order") VALUES
  ('cernier-1', 'Cernier I', 'https://www.google.com/maps/search/?api=1&query=Station+de+lavage+Cernier+I', 1),
  ('cernier-2', 'Cernier II', 'https://www.google.com/maps/search/?api=1&query=Station+de+lavage+Cernier+II', 2),
  ('saint-blaise', 'Saint-Blaise', 'https://www.google.com/maps/search/?api=1&query=Station+de+lavage+Saint-Blaise', 3)
ON CONFLICT ("id") DO NOTHING;
