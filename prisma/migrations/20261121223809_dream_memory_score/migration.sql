-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "memoryScore" INTEGER NOT NULL DEFAULT 0;

