-- AlterTable
ALTER TABLE "users" ADD COLUMN     "timeZone" TEXT;

-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "clarity" INTEGER,
ADD COLUMN     "lucid" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "tags" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "dreamSign" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dream_tags" (
    "dreamId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "dream_tags_pkey" PRIMARY KEY ("dreamId","tagId")
);

-- CreateIndex
CREATE UNIQUE INDEX "tags_userId_key_key" ON "tags"("userId", "key");

-- CreateIndex
CREATE INDEX "dream_tags_tagId_dreamId_idx" ON "dream_tags"("tagId", "dreamId");

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dream_tags" ADD CONSTRAINT "dream_tags_dreamId_fkey" FOREIGN KEY ("dreamId") REFERENCES "dreams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dream_tags" ADD CONSTRAINT "dream_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

