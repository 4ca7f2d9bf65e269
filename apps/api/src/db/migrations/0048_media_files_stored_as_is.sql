-- Photos and logos are JPEG, WebP or PNG: already compressed. PostgreSQL tried to compress
-- each one again before storing it out of line, and gave up (a 100 kB wash photo: 1.7 ms of
-- the server's CPU with the attempt, 0.55 ms without; docs/decisions/0034). New rows are
-- stored as they are; existing rows are untouched.
ALTER TABLE "media_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
