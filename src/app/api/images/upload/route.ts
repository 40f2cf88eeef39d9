import { handleImageUpload } from '@/features/images/upload.server'

export const POST = handleImageUpload
