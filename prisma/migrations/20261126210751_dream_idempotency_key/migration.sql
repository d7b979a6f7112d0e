-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "dreams_userId_idempotencyKey_key" ON "dreams"("userId", "idempotencyKey");

