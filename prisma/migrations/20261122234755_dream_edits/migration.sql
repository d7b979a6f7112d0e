-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "interpretationOutdated" BOOLEAN NOT NULL DEFAULT false;

