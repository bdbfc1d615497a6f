#!/bin/sh
# Makes the site's bucket in MinIO, and the site's own key pair, which may read, write, list and delete in that bucket
# and nothing else (compose.yaml's "bucket" service, run by MinIO's client at every start: each step leaves what is
# already there as it is). The site never holds MinIO's root credentials.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$BUCKET"
cat > /tmp/site-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetBucketLocation", "s3:ListBucket"], "Resource": ["arn:aws:s3:::$BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], "Resource": ["arn:aws:s3:::$BUCKET/*"] }
  ]
}
POLICY
# Creating a policy that exists replaces it; adding a user that exists sets its secret key again.
mc admin policy create local pafla-site /tmp/site-policy.json
mc admin user add local "$SITE_S3_ACCESS_KEY" "$SITE_S3_SECRET_KEY"
# Attaching a policy that is attached already is refused, so only when it is not.
case "$(mc admin user info local "$SITE_S3_ACCESS_KEY" --json)" in
  *'"policyName":"'*pafla-site*) ;;
  *) mc admin policy attach local pafla-site --user "$SITE_S3_ACCESS_KEY" ;;
esac
echo "The bucket $BUCKET is ready."
