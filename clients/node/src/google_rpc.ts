// The google.rpc error details the service sends (service/errors.py): BadRequest, ErrorInfo and
// PreconditionFailure, with the fields of google/rpc/error_details.proto a client reads (unknown
// fields are skipped). They are described here, not generated: googleapis is not among this
// package's protos, and these three small messages are all it needs of it. The registry lets
// ArbiterError read them as messages, and lets the JSON of a google.protobuf.Any holding one (a
// ResolveMany item error over Connect) decode at all.
import { create, createFileRegistry } from "@bufbuild/protobuf";
import type { DescMessage, Message } from "@bufbuild/protobuf";
import type { GenMessage } from "@bufbuild/protobuf/codegenv1";
import { FieldDescriptorProto_Label, FieldDescriptorProto_Type, FileDescriptorProtoSchema } from "@bufbuild/protobuf/wkt";

export type FieldViolation = Message<"google.rpc.BadRequest.FieldViolation"> & { field: string; description: string };
export type BadRequest = Message<"google.rpc.BadRequest"> & { fieldViolations: FieldViolation[] };
export type ErrorInfo = Message<"google.rpc.ErrorInfo"> & { reason: string; domain: string; metadata: { [key: string]: string } };
export type PreconditionViolation = Message<"google.rpc.PreconditionFailure.Violation"> & { type: string; subject: string; description: string };
export type PreconditionFailure = Message<"google.rpc.PreconditionFailure"> & { violations: PreconditionViolation[] };

function text(name: string, number: number) {
  return { name, number, type: FieldDescriptorProto_Type.STRING, label: FieldDescriptorProto_Label.OPTIONAL };
}

function repeated(name: string, number: number, typeName: string) {
  return { name, number, type: FieldDescriptorProto_Type.MESSAGE, label: FieldDescriptorProto_Label.REPEATED, typeName: `.google.rpc.${typeName}` };
}

const file = create(FileDescriptorProtoSchema, {
  name: "google/rpc/error_details.proto",
  package: "google.rpc",
  syntax: "proto3",
  messageType: [
    {
      name: "ErrorInfo",
      field: [text("reason", 1), text("domain", 2), repeated("metadata", 3, "ErrorInfo.MetadataEntry")],
      nestedType: [{ name: "MetadataEntry", field: [text("key", 1), text("value", 2)], options: { mapEntry: true } }],
    },
    {
      name: "PreconditionFailure",
      field: [repeated("violations", 1, "PreconditionFailure.Violation")],
      nestedType: [{ name: "Violation", field: [text("type", 1), text("subject", 2), text("description", 3)] }],
    },
    {
      name: "BadRequest",
      field: [repeated("field_violations", 1, "BadRequest.FieldViolation")],
      nestedType: [{ name: "FieldViolation", field: [text("field", 1), text("description", 2)] }],
    },
  ],
});

/** The three messages, for `ConnectError.findDetails` and the transports' JSON decoding. */
export const errorDetails = createFileRegistry(file, () => undefined);

function schema<T extends Message>(typeName: T["$typeName"]): GenMessage<T> {
  const desc: DescMessage | undefined = errorDetails.getMessage(typeName);
  if (desc === undefined) throw new Error(`${typeName} is not described`);
  return desc as GenMessage<T>;
}

export const BadRequestSchema = schema<BadRequest>("google.rpc.BadRequest");
export const ErrorInfoSchema = schema<ErrorInfo>("google.rpc.ErrorInfo");
export const PreconditionFailureSchema = schema<PreconditionFailure>("google.rpc.PreconditionFailure");
